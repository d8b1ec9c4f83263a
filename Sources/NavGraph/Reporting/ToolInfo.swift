/// NavGraph's name and version, as `--version` and the SARIF driver report them.
public enum ToolInfo {
  /// The command name.
  public static let name = "navgraph"
  /// The version, a semantic version number.
  public static let version = "0.1.0"
}
