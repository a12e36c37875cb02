#if canImport(UIKit)
    /// Every scenario of the self-check, in the order `-CellBridgeSelfCheck` runs them. One line
    /// per scenario, its `id` spelled out first: its launch mode (see ``SelfCheckScenario``), and
    /// what `scripts/check-selfcheck-manifest` compares with `scripts/selfcheck/manifest.txt`.
    @MainActor
    enum SelfCheckScenarios {
        static let all: [any SelfCheckScenario] = [
            ProbeFeedScenario(id: "collection-list-automatic") {
                ProbeCollectionScreen(layout: .list, rendering: .bridge(.automatic), sections: $0)
            },
            ProbeFeedScenario(id: "collection-list-hosting-cells") {
                ProbeCollectionScreen(layout: .list, rendering: .bridge(.hostingCellsEverywhere), sections: $0)
            },
            ProbeFeedScenario(id: "collection-flow-automatic") {
                ProbeCollectionScreen(layout: .flow, rendering: .bridge(.automatic), sections: $0)
            },
            ProbeFeedScenario(id: "collection-flow-hosting-cells") {
                ProbeCollectionScreen(layout: .flow, rendering: .bridge(.hostingCellsEverywhere), sections: $0)
            },
            ProbeFeedScenario(id: "table-automatic") { ProbeTableScreen(strategy: .automatic, sections: $0) },
            ProbeFeedScenario(id: "table-hosting-cells") {
                ProbeTableScreen(strategy: .hostingCellsEverywhere, sections: $0)
            },
            ProbeFeedScenario(id: "backport-configuration") {
                ProbeCollectionScreen(layout: .list, rendering: .backportConfiguration, sections: $0)
            },
            ProbeHeaderScenario(id: "collection-headers-automatic") {
                ProbeCollectionScreen(layout: .list, rendering: .bridge(.automatic), sections: $0)
            },
            ProbeHeaderScenario(id: "collection-headers-hosting-cells") {
                ProbeCollectionScreen(layout: .list, rendering: .bridge(.hostingCellsEverywhere), sections: $0)
            },
            ProbeHeaderScenario(id: "table-headers") { ProbeTableScreen(strategy: .automatic, sections: $0) },
            SignpostScenario(id: "signposts"),
            EventAcrossReconfigureScenario(id: "event-across-same-item-reconfigure"),
            ReconfigureUnderPushedScreenScenario(id: "reconfigure-under-pushed-screen"),
            ListSwipeActionsScenario(id: "list-swipe-actions"),
            SelectAfterInsertScenario(id: "select-after-insert"),
            AppRegisteredCellsScenario(id: "app-registered-cells"),
            DiffableOwnsBridgeScenario(id: "diffable-updater-owns-bridge"),
            HeaderWithoutBridgeScenario(id: "header-without-bridge"),
            HeaderWithoutBridgeScenario(id: "backport-header-without-bridge", backport: true),
            BackportMarginScenario(id: "backport-margin-change"),
            TwoContainersScenario(id: "two-containers-two-parents"),
            ContentResizeScenario(id: "content-asks-to-resize"),
            StandaloneHostingViewScenario(id: "standalone-hosting-view"),
            RowStateScenario(id: "reload-keeps-row-state"),
            BackgroundApplyScenario(id: "background-queue-apply"),
            StaleClassNameScenario(id: "stale-class-name"),
            UnconfiguredLegacyCellScenario(id: "unconfigured-legacy-cell"),
            GroupedCardScenario(id: "inset-grouped-card"),
            TranslucentBarScenario(id: "rows-under-translucent-bar"),
        ]
    }
#endif
