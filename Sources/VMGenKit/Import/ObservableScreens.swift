/// Every `@Observable` screen class among the sources, each read into a `style: observable`
/// spec, with what was read along so the importer notes nothing twice.
struct ObservableScreens {
    var specs: [ImportedSpec] = []
    var notes: [ImportNote] = []
    /// The classes and the declarations read with them.
    var consumed: Set<SourceLocation> = []
    /// vmgen's own view and tests files of the screens: regenerated in place.
    var consumedFiles: Set<String> = []

    init(_ files: [SwiftSourceFile], generated: Set<String>) {
        var seen: Set<String> = []
        for file in files {
            for declaration in file.declarations where ObservableScreenReader.isScreen(declaration) && declaration.conditions.isEmpty {
                // A second class of the same name is noted by the importer as any other declaration.
                guard seen.insert(declaration.name).inserted else { continue }
                var reader = ObservableScreenReader(declaration, in: file, files: files, generated: generated)
                reader.read()
                consumed.insert(declaration.location)
                consumed.formUnion(reader.consumed)
                consumedFiles.formUnion(reader.consumedFiles)
                notes += reader.notes
                // vmgen's own file is regenerated in place (its regions kept), never in the way.
                let sources = generated.contains(file.path) ? [] : [file.path]
                specs.append(ImportedSpec(fileName: reader.screen.name + ".yml", text: reader.screen.yaml, names: [reader.screen.name], sourceFiles: sources))
            }
        }
    }
}
