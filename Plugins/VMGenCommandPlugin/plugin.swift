import Foundation
import PackagePlugin

/// `swift package vmgen [--vmgen-config FILE] [<vmgen command and options>]`: runs vmgen in the
/// package folder, for the workflow where the generated files are committed. Writing needs
/// `--allow-writing-to-package-directory` (or SwiftPM asks).
///
/// The config is passed as `--vmgen-config`, not `--config`, so it can never be mistaken for
/// one of `swift package`'s own options; a relative path is relative to the package folder.
@main
struct VMGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var words: [String] = []
        var config: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--vmgen-config" {
                guard index < arguments.count else {
                    Diagnostics.error("--vmgen-config needs a value: the path of a vmgen.yml")
                    return
                }
                config = arguments[index]
                index += 1
            } else if word.hasPrefix("--vmgen-config=") {
                config = String(word.dropFirst("--vmgen-config=".count))
            } else {
                words.append(word)
            }
        }
        // vmgen's own option comes after the command name (bare words mean `generate`).
        if let config { words += ["--config", config] }

        let process = Process()
        process.executableURL = try context.tool(named: "vmgen").url
        process.arguments = words
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // vmgen printed its own messages; SwiftPM exits non-zero after an error diagnostic.
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("vmgen \(words.joined(separator: " ")) exited with code \(process.terminationStatus)")
        }
    }
}
