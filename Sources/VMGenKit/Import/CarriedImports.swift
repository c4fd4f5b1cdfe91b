/// The `imports` region of a server file vmgen writes with one (a controller, RequestRoutes.swift)
/// from a hand-written file: in vmgen's shape (its header gone), the content of its own
/// `imports` region, byte for byte; otherwise the lines of its imports of modules the generated
/// file does not import itself (a domain module the carried code uses, `FactoryExtras`).
enum CarriedImports {
    /// The region's text (nil when there is nothing to carry) and a note for each import of
    /// another module outside a file's own region, which would be lost.
    static func read(_ file: SwiftSourceFile, viewModelsModule: String) -> (text: String?, notes: [ImportNote]) {
        var bytes = file.bytes
        if LineEndings.isCRLF(bytes) { bytes = LineEndings.lf(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard case .success(let regions) = ProtectedRegions.parse(text), let region = regions.first(where: { $0.name == "imports" }) else {
            return (FactoryExtras.imports(of: file, viewModelsModule: viewModelsModule), [])
        }
        let content = String(region.content)
        let last = region.line + content.split(separator: "\n", omittingEmptySubsequences: false).count
        let outside = file.imports.filter { found in
            !(region.line...last).contains(found.location.line) && !FactoryExtras.generatedImports.contains(found.module) && found.module != viewModelsModule
        }
        let notes = outside.map {
            ImportNote(location: $0.location, message: "the import of '\($0.module)' is not carried: it is outside the file's 'vmgen:begin imports' region, whose content is; move it into the region")
        }
        let carried = ProtectedRegions.isTrivial(region) || !RegionHandOff.isRegionText(content) ? nil : content
        return (carried, notes)
    }
}
