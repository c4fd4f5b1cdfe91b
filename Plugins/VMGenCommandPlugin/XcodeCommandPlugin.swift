// The command plugin in an Xcode project (right-click the project in the navigator, then
// VMGenCommandPlugin). Only Xcode has the XcodeProjectPlugin module; SwiftPM and Linux build
// the plugin without this extension.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// Runs vmgen in the Xcode project's folder (the one holding the `.xcodeproj` and `vmgen.yml`),
/// with the arguments typed in Xcode's dialog, as `swift package vmgen` does in a package.
extension VMGenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        guard let words = Self.vmgenArguments(from: arguments) else { return }
        try Self.run(try context.tool(named: "vmgen").url, words, in: context.xcodeProject.directoryURL)
    }
}
#endif
