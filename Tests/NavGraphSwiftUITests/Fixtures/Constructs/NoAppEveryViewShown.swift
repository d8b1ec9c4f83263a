// swift-format-ignore-file
import SwiftUI

struct TideView: View {
    var body: some View {
        NavigationLink("Shore") { ShoreView() }
    }
}

struct ShoreView: View {
    var body: some View {
        NavigationLink("Tide") { TideView() }
    }
}
