import SwiftUI

// Navigation targets whose body is a stack around one view that navigates too: a tab root with a
// toolbar link and an overlay button opening a cover, and a sheet with a Cancel button around an
// editor in a `ZStack` with a spinner. The target is the screen, with its own controls and the
// links of the view it holds; the view is still a screen where another screen pushes it. A pure
// wrapper (`NavigationStack { ClipList() }` and nothing else) leaves the screen to its root.

@main
struct QuillApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        StoriesTab().tabItem { Text("Stories") }
        ClipsTab().tabItem { Text("Clips") }
      }
    }
  }
}

struct Story: Identifiable {
  let id: Int
  let title: String
}

struct StoriesTab: View {
  @State private var writing = false
  let stories: [Story] = []

  var body: some View {
    NavigationStack {
      StoryFeed(stories: stories)
        .overlay(alignment: .bottomTrailing) {
          Button("Write") { writing = true }
        }
        .toolbar {
          NavigationLink("Me") { WriterPage() }
        }
    }
    .fullScreenCover(isPresented: $writing) { DraftSheet() }
  }
}

struct StoryFeed: View {
  let stories: [Story]

  var body: some View {
    List(stories) { story in
      NavigationLink(story.title) { StoryPage(story: story) }
    }
  }
}

struct StoryPage: View {
  let story: Story
  var body: some View { Text(story.title) }
}

struct WriterPage: View {
  var body: some View {
    NavigationLink("My stories") { StoryFeed(stories: []) }
  }
}

final class DraftModel: ObservableObject {
  @Published var saving = false
}

struct DraftSheet: View {
  @Environment(\.dismiss) private var dismiss
  @StateObject private var model = DraftModel()

  var body: some View {
    NavigationStack {
      ZStack {
        VStack {
          DraftEditor()
          Spacer()
        }
        if model.saving {
          Color.black.opacity(0.4)
          VStack { ProgressView() }
        }
      }
      .navigationTitle("New story")
      .toolbar {
        Button("Cancel") { dismiss() }
      }
    }
  }
}

struct DraftEditor: View {
  var body: some View {
    NavigationLink("Tags") { TagPicker() }
  }
}

struct TagPicker: View {
  var body: some View { Text("Tags") }
}

struct ClipsTab: View {
  var body: some View {
    NavigationStack { ClipList() }
  }
}

struct ClipList: View {
  var body: some View {
    NavigationLink("Clip") { ClipPage() }
  }
}

struct ClipPage: View {
  var body: some View { Text("Clip") }
}
