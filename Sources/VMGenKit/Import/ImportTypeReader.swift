/// Reads a stored property's Swift type into the spec's spelling: the plain types, optionals,
/// lists, and other imported ViewModels by spec name (`[BerthRowViewModel]` → `[BerthRow]`).
/// Anything else (display wrappers, enums, domain types) is not a type this slice carries.
struct ImportTypeReader {
    /// Type names (with the `ViewModel` suffix) of every imported ViewModel.
    var viewModels: Set<String>
    /// Display enums found in the sources, by name → their cases.
    var enums: [String: [String]] = [:]
    /// Plain structs nested in the ViewModel being read (`nested: true` children).
    var nested: Set<String> = []

    struct Read {
        var spec: String
        var ref: TypeRef
        var viewModel: String?
    }

    func read(_ swift: String) -> Read? {
        let text = swift.filter { $0 != " " }
        if text.hasSuffix("?") {
            guard let inner = read(String(text.dropLast())), !inner.spec.hasSuffix("?") else { return nil }
            return Read(spec: inner.spec + "?", ref: .optional(inner.ref), viewModel: inner.viewModel)
        }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            guard let inner = read(String(text.dropFirst().dropLast())) else { return nil }
            return Read(spec: "[" + inner.spec + "]", ref: .array(inner.ref), viewModel: inner.viewModel)
        }
        if let plain = PlainType(rawValue: text) {
            return Read(spec: text, ref: .plain(plain), viewModel: nil)
        }
        if nested.contains(text) {
            return Read(spec: text, ref: .nested(text), viewModel: nil)
        }
        if enums[text] != nil {
            return Read(spec: text, ref: .enumeration(text), viewModel: nil)
        }
        if viewModels.contains(text), text.hasSuffix("ViewModel"), text.count > 9 {
            let name = String(text.dropLast(9))
            return Read(spec: name, ref: .viewModel(name), viewModel: name)
        }
        return nil
    }
}
