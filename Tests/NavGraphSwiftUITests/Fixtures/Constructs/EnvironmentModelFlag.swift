import LensKit
import SwiftUI

// A modal flag on an `@Observable` model the presenter holds (`@State private var lens =
// LensModel()`, `.fullScreenCover(isPresented: $lens.isShotTaken)`), given to a component by
// `.environment(lens)` and read there by `@Environment(LensModel.self)`: the component setting
// the flag presents the presenter's cover. The model's class is declared in a package not read
// (`LensKit`), so only the presenter's `@State` and the component's `@Environment` name it.

@main
struct LensApp: App {
  var body: some Scene {
    WindowGroup { LensHome() }
  }
}

struct LensHome: View {
  @State private var lens = LensModel()

  var body: some View {
    VStack {
      Text("Point at an insect")
      LensControls()
        .environment(lens)
    }
    .fullScreenCover(isPresented: $lens.isShotTaken) { LensReview() }
    .sheet(isPresented: $lens.isGalleryShown) { LensGallery() }
  }
}

struct LensControls: View {
  @Environment(LensModel.self) private var lens

  var body: some View {
    HStack {
      Button("Shoot") { lens.isShotTaken = true }
      Button("Gallery") { lens.isGalleryShown.toggle() }
    }
  }
}

struct LensReview: View {
  var body: some View { Text("Review") }
}

struct LensGallery: View {
  var body: some View { Text("Gallery") }
}
