/// A parsed template: what the renderer walks. Offsets are byte offsets into the template,
/// turned into line/column only when an error is reported.
indirect enum TemplateNode: Sendable {
    case text(String)
    case output(TemplateExpression)
    case conditional(branches: [TemplateBranch], otherwise: [TemplateNode]?)
    case loop(TemplateLoop)
    case include(TemplateInclude)
}

struct TemplateBranch: Sendable {
    var condition: TemplateCondition
    var body: [TemplateNode]
}

struct TemplateLoop: Sendable {
    var variable: String
    var sequence: TemplateExpression
    var body: [TemplateNode]
    /// `{% for … %}…{% else %}…{% endfor %}`: rendered when the list is empty.
    var otherwise: [TemplateNode]?
}

struct TemplateInclude: Sendable {
    var name: String
    /// Offset of the name literal: missing templates and cycles are reported there.
    var offset: Int
}

/// `primary | filter: arg, arg | filter …`
struct TemplateExpression: Sendable {
    enum Primary: Sendable {
        case path([TemplatePathComponent])
        case string(String)
        case integer(Int)
    }

    var primary: Primary
    var filters: [TemplateFilterCall]
    var offset: Int
    /// The expression as written, for messages such as "cannot output a list ('items')".
    var sourceText: String

    static let placeholder = TemplateExpression(primary: .integer(0), filters: [], offset: 0, sourceText: "")
}

struct TemplatePathComponent: Sendable {
    var name: String
    var offset: Int
}

struct TemplateFilterCall: Sendable {
    var name: String
    var offset: Int
    var function: TemplateFilter
    /// Filter arguments are primaries only (no nested filters), as in Stencil.
    var arguments: [TemplateExpression]
}

/// `and`/`or` are n-ary so a long chain stays a flat array instead of a deep tree.
indirect enum TemplateCondition: Sendable {
    case value(TemplateExpression)
    case comparison(TemplateExpression, TemplateExpression, equal: Bool)
    case not(TemplateCondition)
    case all([TemplateCondition])
    case any([TemplateCondition])
}
