/// Every project rule, in catalogue order.
public enum ProjectRules {
    public static let all: [any ProjectRule] = [
        TranslationPresentRule(),
        DuplicateTranslationRule(),
        YMLExtensionRule(),
        UnusedTranslationRule(),
        TranslationShapeRule(),
        StubLeakageYAMLRule(),
        NestedTypeKeyRule(),
    ]
}
