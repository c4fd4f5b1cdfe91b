// swift-tools-version:6.0
import PackageDescription

// vmgen has no package dependencies: only the toolchain (Foundation, XCTest).
let package = Package(
    name: "vmgen",
    products: [
        .executable(name: "vmgen", targets: ["vmgen"]),
        .library(name: "VMGenKit", targets: ["VMGenKit"]),
        .plugin(name: "VMGenCommandPlugin", targets: ["VMGenCommandPlugin"]),
        .plugin(name: "VMGenBuildPlugin", targets: ["VMGenBuildPlugin"]),
    ],
    targets: [
        // All logic: spec text → document → model → findings → rendered files → write plan. No I/O.
        .target(name: "VMGenKit"),
        // The command-line front end: arguments, reading the project, carrying out the write
        // plan, exit codes. The only code that touches the disk.
        .target(name: "VMGenCLI", dependencies: ["VMGenKit"]),
        // The executable: hands the arguments to VMGenCLI.
        .executableTarget(name: "vmgen", dependencies: ["VMGenCLI"]),
        // `swift run -c release vmgen-bench`: synthesizes corpora and measures the `vmgen` binary
        // (a dependency, so it is built first) against `cp -r` and `swiftc -parse`.
        // See docs/performance.md.
        .executableTarget(name: "vmgen-bench", dependencies: ["vmgen"]),
        // `swift package vmgen …`: runs vmgen in the package, for committed generated files.
        // (The verb is `vmgen`; the target needs another name than the executable's.)
        .plugin(
            name: "VMGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "vmgen", description: "Run vmgen (generate, check, init, new, config, …) in this package"),
                permissions: [.writeToPackageDirectory(reason: "vmgen writes the generated ViewModels, requests, factories and localization files, and new specs")]),
            dependencies: ["vmgen"]),
        // Generates a target's ViewModels into the plugin work folder on every build that needs it.
        .plugin(name: "VMGenBuildPlugin", capability: .buildTool(), dependencies: ["vmgen"]),
        // Test helpers shared by the test targets: the real Swift parser, temporary folders.
        .target(name: "VMGenTestSupport", path: "Tests/VMGenTestSupport"),
        .testTarget(name: "VMGenKitTests", dependencies: ["VMGenKit", "VMGenTestSupport"]),
        // End-to-end tests: the CLI in-process and the built `vmgen` binary.
        // `Snapshots/` holds the `--help` snapshots the tests read from the source tree.
        .testTarget(name: "VMGenCLITests", dependencies: ["VMGenCLI", "VMGenTestSupport", "vmgen", "vmgen-fuzz", "vmgen-bench"], exclude: ["Snapshots"]),
        // The fuzz driver (docs/reliability.md): random and mutated specs, configs, templates,
        // Swift files and generated outputs through the pipeline, each input in a supervised
        // worker process with a deadline and a memory limit. `swift test` runs a bounded run.
        .executableTarget(name: "vmgen-fuzz", dependencies: ["VMGenKit", "VMGenTestSupport"], path: "Tests/VMGenFuzz"),
    ],
    swiftLanguageModes: [.v6]
)
