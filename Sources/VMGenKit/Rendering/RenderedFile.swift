/// One file vmgen produces: where it goes (relative to the project root) and its full text.
public struct RenderedFile: Sendable, Hashable {
    public var path: String
    public var contents: String
    public var kind: Kind
    /// The spec it was generated from, for messages.
    public var specPath: String

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case viewModel, operations, request, factory, displayEnum, localization, app, resourceAccess, tests, view, fields, controller, routes
    }

    public init(path: String, contents: String, kind: Kind, specPath: String) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.specPath = specPath
    }

    public var isSwift: Bool { path.hasSuffix(".swift") }
}
