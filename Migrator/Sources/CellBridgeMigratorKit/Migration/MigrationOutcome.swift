/// What a migration plan comes to: a change set to print or write, or nothing to do, with the reason.
enum MigrationOutcome {
    case changes(MigrationChangeSet)
    case alreadyMigrated(String)
}
