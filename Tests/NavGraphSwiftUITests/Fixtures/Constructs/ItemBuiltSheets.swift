// swift-format-ignore-file
import SwiftUI

/// Sheets whose content is built by a method of the presented item.
enum Panel: String, Identifiable {
    case account
    case billing

    var id: String { rawValue }

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .account: AccountPanel()
        case .billing: BillingPanel()
        }
    }
}

struct SettingsHome: View {
    @State private var panel: Panel?
    @State private var otherPanel: Panel?

    var body: some View {
        List {
            Button("Account") { panel = .account }
            Button("Billing") { otherPanel = .billing }
        }
        .sheet(item: $panel) { $0.view() }
        .fullScreenCover(item: $otherPanel) { panel in panel.view() }
    }
}

struct AccountPanel: View {
    var body: some View { Text("Account") }
}

struct BillingPanel: View {
    var body: some View { Text("Billing") }
}
