// The command plugin in an Xcode project (right-click the project in the navigator, then
// VMGenCommandPlugin). Only Xcode has the XcodeProjectPlugin module; SwiftPM and Linux build
// the plugin without this extension.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// Runs vmgen in the Xcode project's folder (the one holding the `.xcodeproj` and `vmgen.yml`),
/// with the arguments typed in Xcode's dialog, as `swift package vmgen` does in a package.
/// vmgen works on the whole project, so the targets Xcode passes (`--target NAME`, one for each
/// target ticked in the dialog) are dropped.
extension VMGenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        guard let words = Self.vmgenArguments(from: Self.withoutTargets(arguments)) else { return }
        try Self.run(try context.tool(named: "vmgen").url, words, in: context.xcodeProject.directoryURL)
    }

    /// `arguments` without Xcode's `--target NAME` pairs.
    static func withoutTargets(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--target" {
                index += 2
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }
}
#endif
