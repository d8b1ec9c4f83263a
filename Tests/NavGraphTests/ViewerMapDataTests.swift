import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

/// The HTML viewer's map data. (The viewer's behaviour in a browser is tested in
/// `NavGraphCLITests/ViewerBrowserTests`.)
@Suite struct ViewerMapDataTests {
  @Test func mapDataIsTheLibrarysAnswer() throws {
    let app = ViewerTestApps.tiny
    let reports = ViewerReports(app: app, file: "tiny.json")
    let map = try NavigationMap(app: app, checkResult: reports.checkResult, options: RenderOptions())
    let text = ViewerMapData.json(app: app, map: map, reports: reports).serialized()
    let compact = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    #expect(
      compact
        == #"""
        {"areas": ["Home","me","sheet: Compose"],"edges": [\#
        {"cycle": true,"from": 0,"id": "ng_e0","kind": "push","links": [[0,0]],"to": 1},\#
        {"from": 0,"id": "ng_e1","kind": "sheet","links": [[0,1]],"to": 2},\#
        {"from": 0,"id": "ng_e2","kind": "tab","links": [[0,2]],"to": 3},\#
        {"cycle": true,"from": 1,"id": "ng_e3","kind": "push","links": [[1,0]],"to": 0},\#
        {"from": 4,"id": "ng_e4","kind": "push","links": [[4,0]],"to": 1}],\#
        "file": "tiny.json","home": 0,"launch": 0,"name": "Tiny","screens": [\#
        {"actions": [],"area": 0,"flags": ["home"],"id": "Feed","links": [\#
        {"edge": "ng_e0","kind": "push","label": "Open","screen": 1,"to": "Post"},\#
        {"edge": "ng_e1","kind": "sheet","label": "New","screen": 2,"to": "Compose"},\#
        {"edge": "ng_e2","kind": "tab","label": "Profile","screen": 3,"to": "me"}],"node": "ng_s0","title": "Home"},\#
        {"actions": ["tap 'Open' on 'Feed'"],"area": 0,"id": "Post","links": [\#
        {"edge": "ng_e3","kind": "push","screen": 0,"to": "Feed"},{"kind": "pop","label": "Back"}],\#
        "node": "ng_s1","params": [{"name": "postID","type": "Post.ID"}],"routeEdges": ["ng_e0"],\#
        "routeStops": [0,1],"title": "Post"},\#
        {"actions": ["tap 'New' on 'Feed'"],"area": 2,"flags": ["stack","dismissDisabled"],"id": "Compose",\#
        "links": [{"kind": "dismiss","label": "Cancel"}],"node": "ng_s2","routeEdges": ["ng_e1"],\#
        "routeStops": [0,2],"title": "Compose"},\#
        {"actions": ["tap 'Profile' on 'Feed'"],"area": 1,"flags": ["hidesTabBar"],"id": "Me","node": "ng_s3",\#
        "routeEdges": ["ng_e2"],"routeStops": [0,3],"title": "Me"},\#
        {"id": "Orphan","links": [{"edge": "ng_e4","kind": "push","label": "Open","screen": 1,"to": "Post"}],\#
        "node": "ng_s4","title": "Old"}],"version": 2}
        """#)
  }

  @Test func aFilteredMapListsEveryScreenButDrawsOnlyItsOwn() throws {
    let app = ViewerTestApps.tiny
    let reports = ViewerReports(app: app, file: "tiny.json")
    let map = try NavigationMap(app: app, checkResult: nil, options: RenderOptions(view: .tab("me")))
    guard case .object(let document) = ViewerMapData.json(app: app, map: map, reports: reports),
      case .array(let screens) = document["screens"]
    else { Issue.record("not an object with screens"); return }
    #expect(screens.count == app.screens.count)
    let drawn = screens.map { screen -> Bool in
      guard case .object(let members) = screen else { return false }
      return members["node"] != nil
    }
    #expect(drawn == [false, false, false, true, false])
    #expect(document["launch"] == nil)
  }
}
