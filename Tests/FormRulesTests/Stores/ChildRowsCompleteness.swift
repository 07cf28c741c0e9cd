@testable import FormRules

/// Whether every record of a table has exactly the items of one repeated group that its
/// `GROUP_count` column says: the check a crash test runs after killing a process in the
/// middle of a bulk insert (only complete records with all their items may be found).
enum ChildRowsCompleteness {
  /// What is wrong with group `group` of table `table` keyed by `key`, one line each:
  /// `count KEY` for a record whose count differs from its rows, `positions KEY` for a
  /// record whose rows are not at positions 1…n, `orphan KEY` for rows without a record.
  /// Empty when every record is complete. Records without the count column (written by a
  /// form without the group) are not checked.
  static func problems(
    _ database: SQLiteDatabase, table: String, key: String, group: String
  ) throws -> [String] {
    let child = "\"\(table)_\(group)\""
    let parent = "\"\(table)\""
    let keyColumn = "p.\"\(key)\""
    let count = "p.\"\(group)_count\""
    // With the unique index on (parent_key, position), positions 1…n are exactly those
    // whose least is 1 and greatest the number of rows.
    let statement = try database.prepare(
      """
      SELECT 'count ' || \(keyColumn) FROM \(parent) AS p
      WHERE \(count) IS NOT NULL
        AND \(count) <> (SELECT count(*) FROM \(child) AS c WHERE c.parent_key = \(keyColumn))
      UNION ALL
      SELECT 'positions ' || c.parent_key FROM \(child) AS c GROUP BY c.parent_key
      HAVING min(c.position) <> 1 OR max(c.position) <> count(*)
      UNION ALL
      SELECT 'orphan ' || c.parent_key FROM \(child) AS c
      WHERE NOT EXISTS (SELECT 1 FROM \(parent) AS p WHERE \(keyColumn) = c.parent_key)
      GROUP BY c.parent_key
      """, "completeness check")
    var problems: [String] = []
    while try statement.step() { problems.append(statement.text(at: 0) ?? "") }
    return problems
  }
}
