import VMGenKit

/// `vmgen completion bash|zsh|fish`: prints the shell's completion script (`ShellCompletion`).
enum CompletionCommand {
    static let command = Command(
        name: "completion",
        summary: "Print the shell completion script for bash, zsh or fish.",
        usage: "vmgen completion bash|zsh|fish",
        description: """
            Prints a completion script for commands, options, option values, rule ids and
            template names. scripts/install puts them where the shells look; by hand:
              vmgen completion bash > ~/.local/share/bash-completion/completions/vmgen
              vmgen completion zsh > "${fpath[1]}/_vmgen"
              vmgen completion fish > ~/.config/fish/completions/vmgen.fish
            """,
        maxPositionals: 1,
        run: { invocation throws(UsageError) in
            let shells = ShellCompletion.Shell.allCases.map(\.rawValue)
            guard let name = invocation.arguments.positionals.first else {
                throw UsageError("name the shell: \(shells.joined(separator: ", "))")
            }
            guard let shell = ShellCompletion.Shell(rawValue: name) else {
                throw UsageError("no completion for '\(name)'\(Suggestion.didYouMean(name, in: shells)) (\(shells.joined(separator: ", ")))")
            }
            invocation.console.out(ShellCompletion.script(for: shell))
            return .success
        })
}
