import VMGenKit

/// Shell completion scripts for bash, zsh and fish, written from the command table: every
/// command, every option of each (the common ones included), the values an option takes
/// (formats, hostings, files, folders), and the words a command's arguments are (rule ids for
/// `explain`, template names for `template show`, shells for `completion`). A command or
/// option added to the table is completed without touching this file.
enum ShellCompletion {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// What follows an option or stands as an argument.
    enum Words: Equatable {
        case none
        case files
        case folders
        case choices([String])
    }

    /// What an option's value is, from its placeholder: `FILE`, `DIR`, `FORMAT`, or a closed
    /// set spelled `a|b`.
    static func value(of option: Option) -> Words {
        if let choices = option.choices { return .choices(choices) }
        return switch option.value {
        case nil: .none
        case "FILE": .files
        case "DIR": .folders
        case "FORMAT": .choices(ReportFormat.allCases.map(\.rawValue))
        case let placeholder? where placeholder.contains("|"): .choices(placeholder.split(separator: "|").map(String.init))
        default: .none
        }
    }

    /// What a command's arguments are. `template` takes `list` or `show`, and after `show` a
    /// template name (`subcommandWords`).
    static func arguments(of command: String) -> Words {
        switch command {
        case "lint", "check", "import": .files
        case "explain": .choices(RuleCatalogue.all.map(\.id) + UndecidedRules.all.map(\.id))
        case "help": .choices(CommandLineTool.commands.map(\.name))
        case "completion": .choices(Shell.allCases.map(\.rawValue))
        case "schema": .choices(JSONSchemas.Kind.allCases.map(\.rawValue))
        case "template": .choices(TemplateCommand.subcommands)
        default: .none
        }
    }

    /// The words after `vmgen template show`.
    static var templateNames: [String] { TemplateCommand.names }

    static func options(of command: Command) -> [Option] {
        command.options + Command.commonOptions
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    // MARK: bash

    static func bash() -> String {
        let commands = CommandLineTool.commands
        var lines = [
            "# bash completion for vmgen, written by 'vmgen completion bash' (vmgen \(VMGenVersion.current)).",
            "# Install: vmgen completion bash > ~/.local/share/bash-completion/completions/vmgen",
            "_vmgen() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"\" argument_count=0 i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"${COMP_WORDS[i]}\" in",
            "            -*) ;;",
            "            *) if [[ -z \"$command\" && \" \(commands.map(\.name).joined(separator: " ")) help \" == *\" ${COMP_WORDS[i]} \"* ]]; then command=\"${COMP_WORDS[i]}\"; else argument_count=$((argument_count + 1)); fi ;;",
            "        esac",
            "    done",
            "    case \"$command $prev\" in",
        ]
        for (patterns, words) in valueCases() {
            lines.append("        \(patterns.joined(separator: "|"))) \(bashReply(words)); return ;;")
        }
        lines += ["    esac", "    local options", "    case \"$command\" in"]
        for command in commands {
            let label = command.name == "generate" ? "generate|\"\"" : command.name
            lines.append("        \(label)) options=\"\(options(of: command).flatMap(\.names).joined(separator: " "))\" ;;")
        }
        lines += [
            "        help) options=\"-h --help\" ;;",
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then \(bashReply(.choices(["$options"]))); return; fi",
            "    case \"$command\" in",
            "        \"\") \(bashReply(.choices(commands.map(\.name) + ["help"]))) ;;",
            "        template) if [[ $argument_count -eq 0 ]]; then \(bashReply(arguments(of: "template"))); elif [[ \" ${COMP_WORDS[*]} \" == *\" show \"* && $argument_count -eq 1 ]]; then \(bashReply(.choices(templateNames))); fi ;;",
        ]
        for command in commands.map(\.name) + ["help"] where command != "template" && arguments(of: command) != .none {
            let single = command == "explain" || command == "help" || command == "completion" || command == "schema"
            lines.append("        \(command)) \(single ? "[[ $argument_count -eq 0 ]] && " : "")\(bashReply(arguments(of: command))) ;;")
        }
        lines += ["    esac", "}", "complete -o filenames -F _vmgen vmgen", ""]
        return lines.joined(separator: "\n")
    }

    private static func bashReply(_ words: Words) -> String {
        switch words {
        case .none: return "COMPREPLY=()"
        case .files: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .folders: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .choices(let choices):
            let list = choices.joined(separator: " ")
            return "COMPREPLY=($(compgen -W \"\(list)\" -- \"$cur\"))"
        }
    }

    /// Options that take a value, as `"command --option"` patterns (generate's also without a
    /// command) grouped by what the value is: one option name can mean different values in two
    /// commands (`--format` of `lint` and of `rules`).
    private static func valueCases() -> [(patterns: [String], words: Words)] {
        var cases: [(patterns: [String], words: Words)] = []
        for command in CommandLineTool.commands {
            for option in command.options where option.value != nil {
                let prefixes = command.name == "generate" ? ["generate", ""] : [command.name]
                let patterns = prefixes.flatMap { prefix in option.names.map { "\"\(prefix) \($0)\"" } }
                let words = value(of: option)
                if let index = cases.firstIndex(where: { $0.words == words }) { cases[index].patterns += patterns } else { cases.append((patterns, words)) }
            }
        }
        return cases
    }

    // MARK: zsh

    static func zsh() -> String {
        let commands = CommandLineTool.commands
        var lines = [
            "#compdef vmgen",
            "# zsh completion for vmgen, written by 'vmgen completion zsh' (vmgen \(VMGenVersion.current)).",
            "# Install: vmgen completion zsh > \"${fpath[1]}/_vmgen\" (a folder on $fpath), then restart zsh.",
            "_vmgen() {",
            "    local curcontext=\"$curcontext\" state line",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        \(zshQuoted(command.name + ":" + command.summary))")
        }
        lines += [
            "        \(zshQuoted("help:Show the help of a command."))",
            "    )",
            "    _arguments -C \\",
        ]
        for option in options(of: commands.first { $0.name == "generate" }!) {
            lines.append("        \(zshOption(option)) \\")
        }
        lines += [
            "        '1: :->command' \\",
            "        '*:: :->arguments'",
            "    case $state in",
            "        command) _describe -t commands 'vmgen command' commands ;;",
            "        arguments)",
            "            case $words[1] in",
        ]
        for command in commands.map(\.name) + ["help"] {
            let options = commands.first { $0.name == command }.map { Self.options(of: $0) } ?? [Option(["-h", "--help"], help: "Show this help.")]
            var specs = options.map(zshOption)
            switch command {
            case "template":
                specs.append(zshQuoted("1:subcommand:(\(TemplateCommand.subcommands.joined(separator: " ")))"))
                specs.append(zshQuoted("2:template:(\(templateNames.joined(separator: " ")))"))
            default:
                switch arguments(of: command) {
                case .none: break
                case .files: specs.append(zshQuoted("*:file:_files"))
                case .folders: specs.append(zshQuoted("*:folder:_files -/"))
                case .choices(let choices): specs.append(zshQuoted("1:\(command == "explain" ? "rule" : "word"):(\(choices.joined(separator: " ")))"))
                }
            }
            lines.append("                \(command)) _arguments \\")
            lines += specs.dropLast().map { "                    \($0) \\" }
            lines.append("                    \(specs.last!) ;;")
        }
        lines += ["            esac ;;", "    esac", "}", "_vmgen \"$@\"", ""]
        return lines.joined(separator: "\n")
    }

    /// `'(-q --quiet)'{-q,--quiet}'[Only print problems.]'` and, for a value,
    /// `'--config[…]:FILE:_files'`.
    private static func zshOption(_ option: Option) -> String {
        let help = "[" + option.help.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]") + "]"
        var action = ""
        switch value(of: option) {
        case .none: action = option.value.map { ":\($0.lowercased()): " } ?? ""
        case .files: action = ":file:_files"
        case .folders: action = ":folder:_files -/"
        case .choices(let choices): action = ":\(option.value!.lowercased()):(\(choices.joined(separator: " ")))"
        }
        if option.names.count == 1 { return zshQuoted(option.names[0] + help + action) }
        return zshQuoted("(\(option.names.joined(separator: " ")))") + "{\(option.names.joined(separator: ","))}" + zshQuoted(help + action)
    }

    /// Single-quoted for zsh (and fish): `'` becomes `'\''`.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: fish

    static func fish() -> String {
        let commands = CommandLineTool.commands
        let names = (commands.map(\.name) + ["help"]).joined(separator: " ")
        var lines = [
            "# fish completion for vmgen, written by 'vmgen completion fish' (vmgen \(VMGenVersion.current)).",
            "# Install: vmgen completion fish > ~/.config/fish/completions/vmgen.fish",
            "complete -c vmgen -f",
        ]
        for command in commands {
            lines.append("complete -c vmgen -n __fish_use_subcommand -a \(command.name) -d \(zshQuoted(command.summary))")
        }
        lines.append("complete -c vmgen -n __fish_use_subcommand -a help -d \(zshQuoted("Show the help of a command."))")
        for command in commands {
            let condition = command.name == "generate"
                ? "'__fish_use_subcommand; or __fish_seen_subcommand_from generate'"
                : "'__fish_seen_subcommand_from \(command.name)'"
            for option in options(of: command) {
                lines.append("complete -c vmgen -n \(condition) \(fishOption(option))")
            }
            switch arguments(of: command.name) {
            case .files: lines.append("complete -c vmgen -n \(condition) -F")
            case .folders: lines.append("complete -c vmgen -n \(condition) -a '(__fish_complete_directories)'")
            case .choices(let choices) where command.name == "template":
                lines.append("complete -c vmgen -n '__fish_seen_subcommand_from template; and not __fish_seen_subcommand_from \(choices.joined(separator: " "))' -a \(zshQuoted(choices.joined(separator: " ")))")
                lines.append("complete -c vmgen -n '__fish_seen_subcommand_from template; and __fish_seen_subcommand_from show' -a \(zshQuoted(templateNames.joined(separator: " ")))")
            case .choices(let choices):
                lines.append("complete -c vmgen -n \(condition) -a \(zshQuoted(choices.joined(separator: " ")))")
            case .none: break
            }
        }
        lines.append("complete -c vmgen -n '__fish_seen_subcommand_from help; and not __fish_seen_subcommand_from \(names)' -a \(zshQuoted(commands.map(\.name).joined(separator: " ")))")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private static func fishOption(_ option: Option) -> String {
        var parts: [String] = []
        for name in option.names {
            parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
        }
        switch value(of: option) {
        case .none: if option.value != nil { parts.append("-x") }
        case .files: parts.append("-r -F")
        case .folders: parts.append("-x -a '(__fish_complete_directories)'")
        case .choices(let choices): parts.append("-x -a \(zshQuoted(choices.joined(separator: " ")))")
        }
        parts.append("-d \(zshQuoted(option.help))")
        return parts.joined(separator: " ")
    }
}
