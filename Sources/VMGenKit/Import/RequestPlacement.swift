/// Which spec each imported request goes in. A request in the folder of an imported top-level
/// ViewModel (the one named after the folder, when several share it) goes under that spec's
/// `requests:`: vmgen writes it back into the same folder. Every other one goes into a spec of
/// requests alone, whose files vmgen writes in the `Requests` folders: the spec vmgen's header
/// names, for a request vmgen wrote from a spec of requests alone (so the header comes back the
/// same), else `Requests.yml`.
struct RequestPlacement {
    /// By top-level spec name, in the order read.
    private(set) var bySpec: [String: [ImportedRequest]] = [:]
    /// The specs of requests alone, by file name, sorted.
    private(set) var alone: [(fileName: String, requests: [ImportedRequest])] = []

    static let defaultFileName = "Requests.yml"

    init(_ requests: [ImportedRequest], roots: [ImportedViewModel]) {
        var alone: [String: [ImportedRequest]] = [:]
        for request in requests {
            let folder = request.directory.split(separator: "/").last.map(String.init) ?? ""
            let candidates = roots.filter { $0.directory == request.directory && !$0.nested }
            if let owner = candidates.first(where: { $0.name == folder }) ?? candidates.first {
                bySpec[owner.name, default: []].append(request)
                continue
            }
            let named = folder == RequestDeclaration.requestsFolder ? request.generatedFrom.flatMap { $0.hasSuffix(".yml") && $0.count > 4 ? $0 : nil } : nil
            alone[named ?? Self.defaultFileName, default: []].append(request)
        }
        self.alone = alone.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
