/// NavGraph's name and version, as `--version` and the SARIF driver report them.
public enum ToolInfo {
  public static let name = "navgraph"
  public static let version = "0.1.0"
}
