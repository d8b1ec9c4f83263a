// `.inspector(isPresented:)` (iOS 17): on iPhone, the model's device, an inspector is a sheet;
// its dismiss is its own, not the presenter's.
// Expected: Gallery: sheet GalleryFilters 'Filters', sheet GalleryFilters 'Adjust';
//           GalleryFilters: dismissAction 'Done'.
import SwiftUI

@main
struct GalleryApp: App {
  var body: some Scene { WindowGroup { NavigationStack { Gallery() } } }
}

struct Gallery: View {
  @State private var showsFilters = false
  var body: some View {
    List {
      Text("Photo")
        .swipeActions { Button("Adjust") { showsFilters = true } }
    }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Menu("More") { Button("Filters") { showsFilters.toggle() } }
      }
    }
    .inspector(isPresented: $showsFilters) { GalleryFilters() }
  }
}

struct GalleryFilters: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}
