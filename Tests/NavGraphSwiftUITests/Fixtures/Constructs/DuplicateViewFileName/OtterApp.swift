import SwiftUI

@main
struct OtterApp: App {
  var body: some Scene {
    WindowGroup { OtterRiver() }
  }
}
