// swift-tools-version:6.0
import PackageDescription

// A package that uses vmgen's two SwiftPM plugins, for `scripts/test-plugins` (run by .ci/run).
//
// - VMGenBuildPlugin on the ViewModels target: Specs/Contact.yml is generated into the plugin's
//   work folder at build time and compiled into the target; the Greeter executable prints a
//   value from the generated `ContactViewModel.stub()`.
// - The command plugin (`swift package vmgen --vmgen-config Committed/vmgen.yml …`) writes the
//   project in Committed/ into the package, as a team that commits its generated files does.
//   Committed/ is in no target's folder, so its output is only checked, never compiled.
//
// FOSMVVM and FOSFoundation here are stand-ins, just enough for a ViewModel with plain
// properties to compile: the real FOSMVVM is a dependency the fixture must not have.
//
// vmgen is found at VMGEN_PACKAGE (the test script sets it, working on a copy of this folder),
// else at the repository root three folders up.
let vmgenPath = Context.environment["VMGEN_PACKAGE"] ?? "../../.."

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "vmgen", path: vmgenPath)],
    targets: [
        .target(name: "FOSFoundation"),
        .target(name: "FOSMVVM"),
        .target(
            name: "ViewModels",
            dependencies: ["FOSMVVM", "FOSFoundation"],
            plugins: [.plugin(name: "VMGenBuildPlugin", package: "vmgen")]),
        .executableTarget(name: "Greeter", dependencies: ["ViewModels"]),
    ],
    swiftLanguageModes: [.v6]
)
