/// Every spec rule, in catalogue order.
///
/// Each rule is in the folder of its family, named as the source rules' folders are (see
/// `SourceRules`: Localization for LOC, Stub for STUB, …); helpers one family reads sit in its
/// folder.
public enum SpecRules {
    public static let all: [any SpecRule] = [
        ListRowIdentityRule(),
        LabelIdentityRule(),
        VersionAsTextRule(),
        ClientOutputSpecRule(),
        ServerOutputSpecRule(),
        AsyncClientOperationSpecRule(),
        GenericErrorViewModelRule(),
        StubVocabularyRule(),
        StubLeakageSpecRule(),
        MissingLocaleTextRule(),
        SubstitutionKeysRule(),
        UnconfiguredLocaleRule(),
        ActionPrefixRule(),
        PreformattedTextSpecRule(),
        PlainTextSubstitutionRule(),
        TrimmedTextRule(),
        RequestNamingSpecRule(),
        StatusErrorCaseSpecRule(),
    ]
}
