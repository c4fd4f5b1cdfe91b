/// Reads the nested `ResponseError` of each form's `{Stem}CreateRequest` with the same reader as
/// a page request's (`ResponseErrorReader`) into `createRequest: { errors: … }`. Only a form a
/// server-hosted imported ViewModel adopts: the server localizes the messages from that
/// ViewModel's YAML, and a client-hosted form cannot hold them (the spec checker refuses it), so
/// there the ResponseError stays listed.
enum CreateRequestErrors {
    /// The carried errors by create request type name, for `displaysError:`.
    /// `adopters`: each form's adopting ViewModel, as the import decided (`SpecImporter`).
    static func read(_ forms: inout [String: ImportedForm], adopters: [String: SwiftDeclaration], table: inout LocalizationTable) -> [String: ImportedResponseError] {
        var result: [String: ImportedResponseError] = [:]
        for name in forms.keys.sorted() {
            guard let request = forms[name]?.createRequest, let adopter = adopters[name],
                !adopter.attributes.contains(where: { ($0.arguments ?? "").contains(".clientHostedFactory") }) else { continue }
            let read = ResponseErrorReader.read(request.declaration, in: request.file, table: &table)
            forms[name]?.notes += read.notes
            forms[name]?.createRequestErrors = read.errors
            if let errors = read.errors, let type = forms[name]?.adoption.createRequestType { result[type] = errors }
        }
        return result
    }
}
