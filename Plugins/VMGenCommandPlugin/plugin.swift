import Foundation
import PackagePlugin

/// `swift package vmgen [--vmgen-config FILE] [<vmgen command and options>]`: runs vmgen in the
/// package folder, for the workflow where the generated files are committed. Writing needs
/// `--allow-writing-to-package-directory` (or SwiftPM asks).
///
/// The config is passed as `--vmgen-config`, not `--config`, so it can never be mistaken for
/// one of `swift package`'s own options; a relative path is relative to the package folder.
///
/// vmgen works on the whole project: the targets Xcode passes when it runs the plugin
/// (`--target NAME`, one for each target ticked in its dialog) are dropped, as vmgen has no
/// such option.
///
/// In an Xcode project the same plugin runs as an `XcodeCommandPlugin` (XcodeCommandPlugin.swift).
@main
struct VMGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let words = Self.vmgenArguments(from: arguments) else { return }
        try Self.run(try context.tool(named: "vmgen").url, words, in: context.package.directoryURL)
    }

    /// vmgen's arguments for the plugin's: `--vmgen-config FILE` becomes vmgen's `--config`
    /// (after the command name: bare words mean `generate`), Xcode's `--target NAME` is
    /// dropped; `nil` after reporting a mistake.
    static func vmgenArguments(from arguments: [String]) -> [String]? {
        var words: [String] = []
        var config: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--target" {
                index += 1
            } else if word.hasPrefix("--target=") {
                continue
            } else if word == "--vmgen-config" {
                guard index < arguments.count else {
                    Diagnostics.error("--vmgen-config needs a value: the path of a vmgen.yml")
                    return nil
                }
                config = arguments[index]
                index += 1
            } else if word.hasPrefix("--vmgen-config=") {
                config = String(word.dropFirst("--vmgen-config=".count))
            } else {
                words.append(word)
            }
        }
        if let config { words += ["--config", config] }
        return words
    }

    /// Runs vmgen in `folder`; vmgen prints its own messages.
    static func run(_ vmgen: URL, _ words: [String], in folder: URL, environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = vmgen
        process.arguments = words
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        try process.run()
        process.waitUntilExit()
        // SwiftPM and Xcode fail the plugin after an error diagnostic.
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("vmgen \(words.joined(separator: " ")) exited with code \(process.terminationStatus)")
        }
    }
}
