import Foundation
import VMGenKit

/// `vmgen init`: a commented `vmgen.yml` and one example spec, in the current folder.
enum InitCommand {
    static let command = Command(
        name: "init",
        summary: "Start a project here: a commented vmgen.yml and an example spec.",
        usage: "vmgen init [--nested]",
        description: """
            Writes vmgen.yml (every key, with its default and what it means),
            Specs/Example.yml (a small server-hosted page) and the JSON Schemas editors check
            both against (.vmgen/schema/, see 'vmgen schema') into the current folder. In a
            Swift package (a Package.swift here) whose Sources/ViewModels holds no Swift file,
            also Sources/ViewModels/ViewModels.swift: SwiftPM drops a target with no source
            file of its own before the build plugin runs, so a target holding only generated
            files would compile nothing. Never
            overwrites: if any of these files exists, nothing is written. Inside a folder of
            another vmgen project (a vmgen.yml above), it stops and names that project, whose
            commands already work here; --nested starts a project of its own there on purpose.
            Then run 'vmgen generate'.
            """,
        options: [Option(["--nested"], help: "Start a project inside the folder of another vmgen project, on purpose.")],
        run: run)

    static let configFile = "vmgen.yml"
    static let exampleFile = "Specs/Example.yml"
    /// The ViewModels target's own file, in a package (`viewModels.path` as init writes it).
    static let targetFile = ProjectConfig().viewModels.path + "/" + ProjectConfig().viewModels.module + ".swift"

    /// Whether `folder` is a package whose ViewModels folder holds no Swift file: a target there
    /// with VMGenBuildPlugin would hold only generated files, and SwiftPM drops a target with no
    /// source file before any plugin runs ("Build complete!", nothing compiled).
    static func needsTargetFile(in folder: String) -> Bool {
        guard FileSystem.isRegularFile(folder + "/Package.swift") else { return false }
        let viewModels = folder + "/" + ProjectConfig().viewModels.path
        return !FileSystem.files(under: viewModels).contains { $0.hasSuffix(".swift") }
    }

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let folder = invocation.workingDirectory
        // A vmgen.yml above: this folder is already that project's, and vmgen's commands find it.
        let parent = (folder as NSString).deletingLastPathComponent
        if !invocation.flag("--nested"), parent != folder, !FileSystem.exists(folder + "/" + configFile), let enclosing = Project.find(from: parent) {
            throw UsageError("\(folder) is inside the vmgen project in \((enclosing as NSString).deletingLastPathComponent), whose commands already work here; run 'vmgen new <Name>' to add a screen to it, or 'vmgen init --nested' to start a second project here on purpose")
        }
        let files = [(configFile, InitFiles.config), (exampleFile, InitFiles.exampleSpec)]
            + JSONSchemas.Kind.allCases.reversed().map { ($0.projectPath, JSONSchemas.text($0)) }
            + (needsTargetFile(in: folder) ? [(targetFile, InitFiles.targetFile)] : [])
        // Check both first, so a refusal leaves the folder exactly as it was.
        if let existing = files.map(\.0).first(where: { FileSystem.exists(folder + "/" + $0) }) {
            throw UsageError("\(existing) already exists in \(folder); 'vmgen init' never overwrites a file (delete or move it, or edit it by hand)")
        }
        for (name, _) in files {
            let parts = name.split(separator: "/").dropLast()
            for depth in parts.indices {
                let parent = parts[...depth].joined(separator: "/")
                let path = folder + "/" + parent
                if FileSystem.exists(path) || FileSystem.isSymbolicLink(path), !FileSystem.isDirectory(path) {
                    throw UsageError("\(parent) is a file in \(folder), where 'vmgen init' would make a folder for \(name); nothing was written (move it, or edit by hand)")
                }
            }
        }
        for (name, text) in files {
            do {
                try FileSystem.createNew(Array(text.utf8), at: folder + "/" + name)
            } catch {
                invocation.console.error(error.message)
                return .failure
            }
            invocation.console.info("created \(name)")
        }
        invocation.console.info("vmgen: next, run 'vmgen generate'; add a screen with 'vmgen new <Name>'")
        return .success
    }
}

/// The files `vmgen init` writes. A test checks that the config's comments tell the truth:
/// it loads to exactly `ProjectConfig()`, and the example generates without a finding.
enum InitFiles {
    static let config = JSONSchemas.modeline(.config, inFolder: ".") + "\n" + """
        # vmgen configuration. Every key is optional: the values below are the defaults, and
        # the commented-out keys are off. Paths are relative to this file's folder and may not
        # leave it. The spec language and every generated file: docs/spec.md in vmgen's repository.
        # The first line points editors at this file's JSON Schema ('vmgen schema config' prints it).

        # The folder of spec files (*.yml, searched recursively).
        specs: Specs

        # Every localized text in a spec needs each of these locales.
        locales: [en]
        # A text missing in a locale is an error (LOC-01). With a fallback locale, vmgen writes
        # that locale's text there instead, marked '# FALLBACK' in the YAML.
        # fallbackLocale: en

        # The client-facing ViewModels module: ViewModels, Operations, Requests, display enums.
        viewModels:
          module: ViewModels
          path: Sources/ViewModels

        # The server module: factories go to <path>/ViewModelFactories/<Page>/.
        server:
          module: WebServer
          path: Sources/WebServer

        # Localization YAML: server-hosted ViewModels' next to the server, client-hosted ones'
        # in the bundle of the ViewModels module.
        resources:
          server: Sources/Resources/ViewModels
          client: Sources/ViewModels/Resources/Localizations

        # Modules the ViewModels module must never import (domain, wire, persistence).
        # domainModules: [MyAppData]

        # A folder of templates that replace the built-in ones, file by file.
        # templates: Templates

        # Lines put above vmgen's header in every generated file, such as a license.
        # header: |
        #   Copyright © My Company.

        # The vmgen this project needs: 0.1 (any 0.1.x), 0.1.0 (exactly), >= 0.1.0, or several
        # joined by commas. Any other vmgen refuses to run, so a team generates with one version.
        # vmgen_version: "\(versionSeries)"

        # Rule severities by id, name or alias: error, warning or off ('vmgen rules' lists them).
        # rules:
        #   VMID-03: warning

        # What 'vmgen lint' reads when given no paths (default: Sources), and what it skips.
        # lint:
        #   include: [Sources]
        #   exclude: []

        # Opt-in: the SwiftUI App (an MVVMEnvironment with the deployments' server URLs).
        # app:
        #   name: Example
        #   deploymentURLs:
        #     production: "https://api.example.com"
        #     debug: "http://localhost:8080"
        #   version: { module: ViewModels }         # currentVersion: SystemVersion.currentApplicationVersion, declared there
        #   environment: { colorScheme: ".dark" }   # environment values the App sets, each in a protected region
        #   testConfigurations: [signedOut]         # the cases a UI test starts the App in (a Codable enum)
        #   featureFlags: { BETA: [ExampleView] }   # views registered for testing only under #if BETA

        # Opt-in: a test per ViewModel (encoding, stubs, localization) in this test target.
        # tests:
        #   path: Tests/ViewModelsTests
        #   module: ViewModels

        # Screens written as @Observable ViewModels (style: observable) and their tests; the
        # defaults follow app: when it is set ('vmgen config' prints them).
        # observable:
        #   path: Sources/App/Screens
        #   testsPath: Tests/AppTests
        #   module: App
        #   stateAccess: "private(set)"

        # Opt-in: one FOSMVVM ViewModelView per ViewModel, its content yours (docs/spec.md, Views).
        # handWritten lists the views you write yourself.
        # views:
        #   path: Sources/Views
        #   module: Views
        #   handWritten: []

        # Opt-in, with app: and views: — FOSTestingUI tests of every view the App registers, for a
        # UI Testing Bundle in Xcode whose host is the App (bundleIdentifier: the App's).
        # uiTests:
        #   path: Tests/ExampleUITests
        #   bundleIdentifier: com.example.app

        """

    /// `Sources/ViewModels/ViewModels.swift` in a package: the target's own source file.
    static let targetFile = """
        // The ViewModels module's own source file: keep it (or any Swift file of yours) here.
        // SwiftPM drops a target whose folder holds no source file before any build plugin runs,
        // so a ViewModels target whose files VMGenBuildPlugin generates would compile nothing and
        // the build would still say "Build complete!". With generated files committed
        // ('vmgen generate'), this file is harmless.

        """

    /// `0.1` for vmgen 0.1.4: the release series of this vmgen.
    static var versionSeries: String {
        VMGenVersion.current.split(separator: ".").prefix(2).joined(separator: ".")
    }

    static let exampleSpec = JSONSchemas.modeline(.spec, inFolder: "Specs") + "\n" + """
        # An example spec: a server-hosted page. 'vmgen generate' turns it into ExampleViewModel,
        # ExampleRequest, its localization YAML and a factory whose body is yours to fill in.
        # Replace it with your own screens ('vmgen new <Name>'), then delete it.
        viewModel: Example
        hosting: server

        text:
          pageTitle: { en: "Example" }

        properties:
          greeting: String
          visits: { type: Int, display: LocalizableInt }

        """
}
