import FOSFoundation

// Written by hand: the version the client and the server share (FOSMVVM's versioning). The App
// passes it to MVVMEnvironment as `currentVersion` (vmgen.yml: `app: version: { module: ViewModels }`).
public extension SystemVersion {
    static var currentApplicationVersion: Self { .init(major: 1, minor: 0, patch: 0) }
}
