#include "labtruthlog.h"

namespace ttft {

template class LabRecordLog<LabTruth>;

} // namespace ttft
