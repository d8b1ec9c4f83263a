import Foundation
import NavGraphSwiftUI
import Testing

@Test func debugDump() {
  guard let which = ProcessInfo.processInfo.environment["DUMP"] else { return }
  let result = Fixtures.extract(which)
  print(AppDescriptionWriter.json(result.navigation))
  for d in result.diagnostics { print("\(d.location?.description ?? "-"): \(d.severity): \(d.message) [\(d.code)]") }
}
