@testable import navgraph_bench

/// The generated apps the tests draw: the benchmark's social shape (`SocialAppWriter`: five tabs,
/// a router of shared destinations, sheets with their own stacks, settings, a dead end and an
/// unreachable screen), so the tests run on the apps the benchmark measures.
enum GeneratedSocialApp {
  static func json(screens: Int, seed: UInt64 = 1) -> String {
    SocialAppWriter.json(screens: screens, seed: seed).text
  }
}
