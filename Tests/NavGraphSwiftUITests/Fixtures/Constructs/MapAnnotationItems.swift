import MapKit
import SwiftUI

// A map whose pins come from `annotationItems:`: the content closure's parameter is one element of
// that collection, so tapping a pin sets the destination item to a value that is not nil and the
// push is the screen's, as from a `ForEach` row.
@main
struct BirdingApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { HideoutMap() } }
  }
}

struct Hideout: Identifiable {
  let id: Int
  let name: String
  let coordinate: CLLocationCoordinate2D
}

struct HideoutMap: View {
  @Binding var hideouts: [Hideout]
  @State private var chosen: Hideout?
  @State private var onlyOpen = false
  @State private var region = MKCoordinateRegion()

  private var shown: [Hideout] {
    onlyOpen ? hideouts.filter { $0.id > 0 } : hideouts
  }

  var body: some View {
    Map(coordinateRegion: $region, annotationItems: shown) { hideout in
      MapAnnotation(coordinate: hideout.coordinate) {
        Button(hideout.name) { chosen = hideout }
      }
    }
    .navigationDestination(item: $chosen) { hideout in
      HideoutDetail(hideout: hideout)
    }
  }
}

struct HideoutDetail: View {
  let hideout: Hideout

  var body: some View {
    Text(hideout.name)
  }
}
