// swift-format-ignore-file
import SwiftUI

struct Post: Hashable {
    let id: Int
}

enum Route: Hashable {
    case profile(userID: Int)
    case hashtag(String)
    case timeline
    case settings
}

@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TimelineHome()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile(let userID):
                            ProfileView(userID: userID)
                        case .hashtag:
                            PostListView()
                        case .timeline:
                            PostListView()
                        case .settings:
                            Text("Settings")
                        }
                    }
                    .navigationDestination(for: Post.self) { post in
                        PostDetail(post: post)
                    }
            }
        }
    }
}

struct TimelineHome: View {
    let posts: [Post] = []

    var body: some View {
        List {
            ForEach(posts) { post in
                NavigationLink(value: post) { Text("Open post") }
            }
            NavigationLink("Me", value: Route.profile(userID: 1))
            NavigationLink("Swift", value: Route.hashtag("swift"))
            NavigationLink("Everything", value: Route.timeline)
            NavigationLink("Settings", value: Route.settings)
            NavigationLink("Somewhere", value: 42)
        }
    }
}

struct ProfileView: View {
    let userID: Int
    var body: some View { Text("Profile") }
}

struct PostListView: View {
    var body: some View { Text("Posts") }
}

struct PostDetail: View {
    let post: Post
    var body: some View { Text("Post") }
}
