#ifndef NAVGRAPH_CGRAPHVIZ_SHIM_H
#define NAVGRAPH_CGRAPHVIZ_SHIM_H
#include <gvc.h>
#include <cgraph.h>
#endif
