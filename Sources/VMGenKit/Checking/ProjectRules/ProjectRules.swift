/// Every project rule, in catalogue order.
///
/// Each rule is in the folder of its family, named as the source rules' folders are (see
/// `SourceRules`: Localization for LOC, Stub for STUB, …); helpers one family reads sit in its
/// folder.
public enum ProjectRules {
    public static let all: [any ProjectRule] = [
        TranslationPresentRule(),
        DuplicateTranslationRule(),
        YMLExtensionRule(),
        UnusedTranslationRule(),
        TranslationShapeRule(),
        StubLeakageYAMLRule(),
        NestedTypeKeyRule(),
        SubstitutionKeysProjectRule(),
        ServerYAMLPlacementRule(),
    ]
}
