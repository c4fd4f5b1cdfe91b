// swift-tools-version:6.0
import PackageDescription

// vmgen has no package dependencies: only the toolchain (Foundation, XCTest).
let package = Package(
    name: "vmgen",
    products: [
        .executable(name: "vmgen", targets: ["vmgen"]),
        .library(name: "VMGenKit", targets: ["VMGenKit"]),
    ],
    targets: [
        // All logic: spec text → document → model → findings → rendered files → write plan. No I/O.
        .target(name: "VMGenKit"),
        // The command-line front end: arguments, reading the project, carrying out the write
        // plan, exit codes. The only code that touches the disk.
        .target(name: "VMGenCLI", dependencies: ["VMGenKit"]),
        // The executable: hands the arguments to VMGenCLI.
        .executableTarget(name: "vmgen", dependencies: ["VMGenCLI"]),
        // Test helpers shared by the test targets: the real Swift parser, temporary folders.
        .target(name: "VMGenTestSupport", path: "Tests/VMGenTestSupport"),
        .testTarget(name: "VMGenKitTests", dependencies: ["VMGenKit", "VMGenTestSupport"]),
        // End-to-end tests: the CLI in-process and the built `vmgen` binary.
        .testTarget(name: "VMGenCLITests", dependencies: ["VMGenCLI", "VMGenTestSupport", "vmgen"]),
    ],
    swiftLanguageModes: [.v6]
)
