/// A number with the noun it counts, in the plural unless it is one: `1 screen`, `3 screens`,
/// `0 links`. For nouns whose plural adds `s`, as every noun NavGraph counts does.
public enum CountedNoun {
  /// `count` and `noun`, the noun with an `s` unless `count` is one.
  public static func phrase(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
