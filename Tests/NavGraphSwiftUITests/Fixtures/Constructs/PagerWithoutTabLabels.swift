import SwiftUI

// An onboarding pager written as a TabView with no paging style and no tab labels: its pages,
// made by a `ForEach` over an array and tagged, step through with Next; the last page's Begin
// covers WrenHome. WrenApp launches on WrenIntro, which covers WrenPager.
@main
struct WrenApp: App {
  var body: some Scene {
    WindowGroup { WrenIntro() }
  }
}

struct WrenIntro: View {
  @State private var showPager = false

  var body: some View {
    Button("Tour") { showPager = true }
      .fullScreenCover(isPresented: $showPager) { WrenPager() }
  }
}

struct WrenSlide: Identifiable {
  let id: Int
  let caption: String
}

struct WrenPager: View {
  @State private var slide = 0
  @State private var done = false
  private let slides = [WrenSlide(id: 0, caption: "Hello"), WrenSlide(id: 1, caption: "Ready")]

  var body: some View {
    TabView(selection: $slide) {
      ForEach(slides) { item in
        VStack {
          Text(item.caption)
          if item.id == slides.count - 1 {
            Button("Begin") { done = true }
          } else {
            Button("Next") { slide += 1 }
          }
        }
        .tag(item.id)
      }
    }
    .fullScreenCover(isPresented: $done) { WrenHome() }
  }
}

struct WrenHome: View {
  var body: some View { Text("Home") }
}
