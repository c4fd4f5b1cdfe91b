// A stand-in of Xcode's XcodeProjectPlugin module, written from Apple's documented
// declarations (Xcode 15 and later, plugin API 6.0): only macOS with Xcode has the real one.
// PluginSourceTests compiles it as a module named XcodeProjectPlugin, so that
// `#if canImport(XcodeProjectPlugin)` in vmgen's plugins is true on Linux and their Xcode
// extensions are type-checked against these signatures. Never shipped; nothing here runs.
//
// Like the real module, it builds on PackagePlugin: commands, tools, paths and file lists are
// PackagePlugin's own types.
import Foundation
@_exported import PackagePlugin

/// A build tool plugin Xcode runs for a target of an Xcode project.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin Xcode runs on an Xcode project (File ▸ Packages, or the project's context menu).
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode gives a plugin about the project it runs on.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path
    @available(_PackageDescription 6.0)
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: never run")
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path
    @available(_PackageDescription 6.0)
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let dependencies: [XcodeTargetDependency]
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(Product)
}
