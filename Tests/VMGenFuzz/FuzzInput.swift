import Foundation

/// The parts of vmgen the fuzzer feeds.
enum FuzzComponent: String, CaseIterable, Sendable {
    /// Spec files through the whole pipeline: YAML reader, model builder, rules, rendering, write plan.
    case spec
    /// `vmgen.yml` through the config loader (and, when it loads, a generation with it).
    case config
    /// A template override through the template engine, then a generation that renders it.
    case template
    /// Swift files through the tokenizer, the declaration scanner and every lint rule.
    case swift
    /// A generated file on disk (protected regions, fingerprint, localization YAML) that the
    /// write planner must merge, keep or refuse — never lose.
    case output
    /// Not in the standard set (each input copies a project and runs the `vmgen` binary, some
    /// hundred times slower than the others): a project's folder layout, config values and
    /// files changed on disk, then `vmgen generate`; checks that nothing is lost
    /// (`LayoutScript`, `LayoutOracle`).
    case layout
    /// Not run by default: input 1 crashes the worker, or hangs it, so the tests can check
    /// that the driver notices (`FuzzTests`).
    case selftestCrash = "selftest-crash"
    case selftestHang = "selftest-hang"

    /// What a run fuzzes unless told otherwise.
    static let standard: [FuzzComponent] = [.spec, .config, .template, .swift, .output]

    /// What `replay` looks for saved inputs of.
    static let replayable: [FuzzComponent] = standard + [.layout]
}

/// One input: the bytes, and where in which example project they go.
struct FuzzInput: Sendable {
    var component: FuzzComponent
    /// The example project (by name) the input runs in.
    var project: String
    /// The project path the bytes replace or add: a spec, `vmgen.yml`, a template name, a
    /// Swift file, a generated file.
    var path: String
    var bytes: [UInt8]

    /// The file name a saved input gets: `<hash>~<project>~<path with / as ~>`, so a saved
    /// input replays in the same place (see `FuzzInput.init(savedName:bytes:)`).
    var savedName: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "~" + project + "~" + path.replacingOccurrences(of: "/", with: "~")
    }

    init(component: FuzzComponent, project: String, path: String, bytes: [UInt8]) {
        self.component = component
        self.project = project
        self.path = path
        self.bytes = bytes
    }

    /// An input saved by a run (or written by hand), from its file name and contents.
    init?(component: FuzzComponent, savedName: String, bytes: [UInt8]) {
        let parts = savedName.split(separator: "~", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return nil }
        self.init(component: component, project: parts[1], path: parts[2...].joined(separator: "/"), bytes: bytes)
    }
}

/// Builds input `index` of a run: a pure function of the seed, the component and the index.
struct FuzzInputFactory: Sendable {
    let corpus: FuzzCorpus

    func input(_ component: FuzzComponent, seed: UInt64, index: Int) -> FuzzInput {
        var random = FuzzRandom(seed: seed, component: component.rawValue, index: index)
        let project = random.pick(corpus.projects)
        let seeds = corpus.seeds[component.rawValue] ?? []
        switch component {
        case .spec:
            let mutator = FuzzMutator(dictionary: FuzzMutator.common + FuzzMutator.yaml)
            let others = corpus.projects.flatMap { $0.specs.map(\.bytes) } + seeds
            let choice = random.below(10)
            if choice < 6 || seeds.isEmpty && choice < 7 {
                let spec = random.pick(project.specs)
                return FuzzInput(component: component, project: project.name, path: spec.path,
                    bytes: mutator.mutate(spec.bytes, others: others, random: &random))
            }
            var bytes = choice < 9 || seeds.isEmpty ? Array(SpecGenerator().spec(random: &random).utf8) : random.pick(seeds)
            if random.chance(1, in: 2) { bytes = mutator.mutate(bytes, others: others, random: &random) }
            return FuzzInput(component: component, project: project.name, path: project.config.specs + "/Fuzz.yml", bytes: bytes)
        case .config:
            let mutator = FuzzMutator(dictionary: FuzzMutator.common + FuzzMutator.yaml)
            let others = corpus.configs + seeds
            return FuzzInput(component: component, project: project.name, path: "vmgen.yml",
                bytes: mutator.mutate(random.pick(others), others: others, random: &random))
        case .template:
            let mutator = FuzzMutator(dictionary: FuzzMutator.common + FuzzMutator.template)
            let others = corpus.templates.map { Array($0.text.utf8) } + seeds
            let template = random.pick(corpus.templates)
            return FuzzInput(component: component, project: project.name, path: template.name,
                bytes: mutator.mutate(Array(template.text.utf8), others: others, random: &random))
        case .swift:
            let mutator = FuzzMutator(dictionary: FuzzMutator.common + FuzzMutator.swift)
            let others = corpus.swift.map(\.bytes) + seeds
            let file = random.pick(corpus.swift)
            return FuzzInput(component: component, project: project.name, path: Self.projectPath(file.path),
                bytes: mutator.mutate(file.bytes, others: others, random: &random))
        case .layout:
            return FuzzInput(component: component, project: project.name, path: "layout.script",
                bytes: seeds.isEmpty || random.chance(3, in: 4) ? LayoutScript.random(project: project, random: &random) : random.pick(seeds))
        case .selftestCrash, .selftestHang:
            return FuzzInput(component: component, project: project.name, path: "selftest", bytes: Array("\(index)".utf8))
        case .output:
            let mutator = FuzzMutator(dictionary: FuzzMutator.common + FuzzMutator.output)
            let paths = project.existing.keys.sorted()
            let path = random.pick(paths)
            let others = paths.compactMap { project.existing[$0] } + seeds
            return FuzzInput(component: component, project: project.name, path: path,
                bytes: mutator.mutate(project.existing[path] ?? [], others: others, random: &random))
        }
    }

    /// `Examples/Harbor/Sources/A.swift` → `Sources/A.swift`: the path inside its project.
    static func projectPath(_ path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        let inner = parts.indices.dropFirst()
        if let start = inner.first(where: { parts[$0] == "Sources" }) ?? inner.first(where: { parts[$0] == "Tests" }) {
            return parts[start...].joined(separator: "/")
        }
        return "Sources/" + (parts.last ?? "File.swift")
    }
}
