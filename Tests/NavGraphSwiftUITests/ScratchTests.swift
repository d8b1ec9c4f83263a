import Foundation
import NavGraphSwiftUI
import Testing

@Test func scratchHostile() {
  guard let which = ProcessInfo.processInfo.environment["HOSTILE"] else { return }
  let n = Int(ProcessInfo.processInfo.environment["N"] ?? "1000")!
  var code = "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Root() } } }\nstruct Root: View {\n var body: some View {\n"
  switch which {
  case "nest": code += String(repeating: "VStack {\n", count: n) + "Button(\"x\") { }\n" + String(repeating: "}\n", count: n)
  case "closures": code += "Button(\"x\") {\n" + String(repeating: "run {\n", count: n) + "show = true\n" + String(repeating: "}\n", count: n) + "}\n"
  case "chain": code += "Text(\"x\")" + String(repeating: ".padding()", count: n) + "\n"
  case "string": code += "Text(\"" + String(repeating: "a", count: n) + "\")\n"
  case "parens": code += String(repeating: "(", count: n) + "Text(\"x\")" + String(repeating: ")", count: n) + "\n"
  default: break
  }
  code += "}\n}\n"
  let start = Date()
  let result = SwiftUIExtractor.extract(files: [SwiftSourceFile(path: "H.swift", text: code)])
  print("bytes", code.utf8.count, "seconds", Date().timeIntervalSince(start), "screens", result.navigation.screens.count)
  for d in result.diagnostics.prefix(4) { print(d.location?.description ?? "-", d.message) }
}
