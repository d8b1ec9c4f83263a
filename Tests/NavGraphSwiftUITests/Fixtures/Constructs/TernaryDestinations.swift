import SwiftUI

// Destinations chosen by a ternary, as the parser leaves it (an unfolded sequence): on a flag, and on
// a comparison between a placeholder and a view, each wrapped in `AnyView`.
@main struct SlateApp: App { var body: some Scene { WindowGroup { NavigationStack { SlateHome() } } } }
struct SlateHome: View {
  @State private var pro = false
  @State private var name: String? = nil
  var body: some View {
    VStack {
      NavigationLink("Plain", destination: pro ? SlatePro() : SlateFree())
      NavigationLink(
        "Wrapped", destination: name == nil ? AnyView(EmptyView()) : AnyView(SlateMember(name: name!)))
    }
  }
}
struct SlatePro: View { var body: some View { Text("Pro") } }
struct SlateFree: View { var body: some View { Text("Free") } }
struct SlateMember: View { let name: String; var body: some View { Text(name) } }
