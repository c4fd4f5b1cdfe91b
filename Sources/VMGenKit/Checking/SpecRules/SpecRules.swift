/// Every spec rule, in catalogue order.
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
