// swift-format-ignore-file
// Glue: the seed shows no App; the sample launches on RootView's tab bar.
import SwiftUI

@main
struct ProgrammaticApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
