/// The request protocols whose conformers must implement FOSMVVM's ServerRequest init.
enum RequestProtocols {
    static let names: Set<String> = [
        "ServerRequest", "ShowRequest", "ViewModelRequest", "ValidatableViewModelRequest", "CreateRequest",
        "UpdateRequest", "ReplaceRequest", "DeleteRequest", "DestroyRequest",
    ]

    static func isRequest(_ declaration: SwiftDeclaration) -> Bool {
        declaration.kind == .class && declaration.inheritance.contains { names.contains($0) }
    }
}
