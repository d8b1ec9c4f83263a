/// JSON paths for locations: `screens[3].links[0].to`, `tabs[1].root`, `entry`; the top level is the
/// empty path. A key that is not an identifier is written `["my key"]`.
enum LoaderPath {
  static func member(_ parent: String, _ key: String) -> String {
    let identifier =
      !key.isEmpty
      && key.utf8.enumerated().allSatisfy { index, c in
        c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
          || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
          || (index > 0 && c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
      }
    if identifier { return parent.isEmpty ? key : parent + "." + key }
    var quoted = "[\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case _ where scalar.value < 0x20: quoted += "\\u" + JSONScanner.codePoint(scalar.value).dropFirst(2)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return parent + quoted + "\"]"
  }

  static func screen(_ s: Int) -> String { "screens[\(s)]" }
  static func link(_ s: Int, _ l: Int) -> String { "screens[\(s)].links[\(l)]" }
  static func tab(_ t: Int) -> String { "tabs[\(t)]" }
}
