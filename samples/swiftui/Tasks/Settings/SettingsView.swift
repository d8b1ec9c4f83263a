import SwiftUI

struct SettingsView: View {
    var body: some View {
        List {
            NavigationLink("About") { AboutView() }
        }
    }
}

struct AboutView: View {
    var body: some View {
        Text("Tasks 1.0")
    }
}
