extension Console {
  /// A test hook, inert unless the environment has `NAVGRAPH_TEST_HOLD_TEMPORARY_FILE=1`: then,
  /// once `render -o` has created its temporary output file, the run writes
  /// `navgraph: test hook: holding '<temporary path>'` to standard error and reads standard input to
  /// its end before it writes the file. A test can so interrupt the process at a known moment, while
  /// the temporary file exists, and check that it is removed (`ProcessEntrySignalTests`). Not a user
  /// feature: the README does not list it.
  var temporaryFileHook: ((String) -> Void)? {
    guard environment["NAVGRAPH_TEST_HOLD_TEMPORARY_FILE"] == "1" else { return nil }
    return { temporary in
      err("navgraph: test hook: holding '\(temporary)'\n")
      _ = try? readInput()
    }
  }
}
