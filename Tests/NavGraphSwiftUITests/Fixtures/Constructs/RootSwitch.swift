// swift-format-ignore-file
import SwiftUI

@main
struct ShopApp: App {
    @AppStorage("signedIn") private var signedIn = false

    var body: some Scene {
        WindowGroup {
            if signedIn {
                MainTabs()
            } else {
                SignInView()
            }
        }
    }
}

struct SignInView: View {
    @AppStorage("signedIn") private var signedIn = false

    var body: some View {
        Button("Sign in") { signedIn = true }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
            AccountView().tabItem { Label("Account", systemImage: "person") }
        }
    }
}

struct FeedView: View {
    var body: some View { Text("Feed") }
}

struct AccountView: View {
    @AppStorage("signedIn") private var signedIn = false

    var body: some View {
        Button("Sign out") { signedIn = false }
    }
}
