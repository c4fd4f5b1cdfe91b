/// Decides which imported ViewModels are specs of their own and which are children under a
/// page's `children:`. A ViewModel that is not requestable becomes a child when every chain of
/// ViewModels holding it leads to one and the same spec, and it lives in that spec's folder
/// (the layout `vmgen generate` and most hand-written projects use). Otherwise — a shared
/// component, or one held by nothing — it is a spec of its own.
struct SpecGrouping {
    /// Top-level spec names, in order, and each one's children in the order they are reached.
    private(set) var roots: [String] = []
    private(set) var children: [String: [String]] = [:]

    init(_ models: [ImportedViewModel]) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var holders: [String: [String]] = [:]
        for model in models {
            for child in model.childNames where byName[child] != nil && child != model.name {
                holders[child, default: []].append(model.name)
            }
        }
        var owner: [String: String] = [:]
        for model in models {
            guard !model.requestable, let root = Self.soleRoot(of: model.name, holders: holders, byName: byName),
                byName[root]?.directory == model.directory else { continue }
            owner[model.name] = root
        }
        roots = models.map(\.name).filter { owner[$0] == nil }
        for root in roots {
            children[root] = Self.reached(from: root, byName: byName).filter { owner[$0] == root }
        }
    }

    /// The one spec every chain of holders of `name` ends in, or `nil` when there are several
    /// (or none, or a loop).
    private static func soleRoot(of name: String, holders: [String: [String]], byName: [String: ImportedViewModel]) -> String? {
        var found: Set<String> = []
        var pending = holders[name] ?? []
        var seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let above = holders[next] ?? []
            if above.isEmpty || byName[next]?.requestable == true {
                found.insert(next)
            } else {
                pending.append(contentsOf: above)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The ViewModels held by `root`, directly or through others, depth first in property order.
    private static func reached(from root: String, byName: [String: ImportedViewModel]) -> [String] {
        var order: [String] = []
        var seen: Set<String> = [root]
        func visit(_ name: String) {
            for child in byName[name]?.childNames ?? [] where seen.insert(child).inserted {
                order.append(child)
                visit(child)
            }
        }
        visit(root)
        return order
    }
}
