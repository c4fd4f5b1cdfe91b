/// A child declared `nested: true`: a plain `Codable, Sendable, Identifiable, Stubbable` struct
/// declared inside the one ViewModel that holds it, not a ViewModel of its own (seed: "If child
/// is only used by one parent and represents a summary/reference (not a full ViewModel), nest it
/// inside the parent file instead").
///
/// It holds plain data only: FOSMVVM's localizing encoder finds localized properties through
/// ViewModels (and lists or optionals of them), never inside a plain struct, so a `@Localized…`
/// wrapper or a child ViewModel in it would make encoding throw (reference part 2 §6.3).
public struct NestedTypeSpec: Sendable, Hashable {
    /// The Swift type name as written in the spec, e.g. `RowSummary` (no `ViewModel` suffix).
    public var name: String
    /// The spec name of the ViewModel it is declared in, e.g. `Dashboard`.
    public var parent: String
    /// A `///` summary for the type, from the child's `doc:` key.
    public var doc: String?
    /// Its stored properties, in spec order; one of them is `id` (Identifiable).
    public var properties: [Property]
    /// The child's name in the spec.
    public var location: SourceLocation
}
