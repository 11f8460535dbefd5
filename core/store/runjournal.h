#pragma once

#include "jsonlwriter.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"

#include <QString>

namespace ttft {

// The run journal (`*.ttft.jsonl`): a header line describing the run, then one line per finished
// request, each handed to the kernel before append() returns, so that a run killed at any moment
// can be rebuilt (recoverSessionFromJournal) with every request that had finished.
//   {"type":"run","format":"ttft-workbench-journal","schema_version":1,"run":{...}}
//   {"type":"request","record":{...}}
class RunJournal
{
public:
    bool open(const QString &path, const RunDescription &description, QString *error);
    bool append(const RequestRecord &record);
    // The same with the record already serialized (toJson(record, …).dump()): one serialization
    // can then serve requests.jsonl and the journal.
    bool appendSerialized(std::string_view recordJson);
    bool close();

    QString errorString() const { return m_writer.errorString(); }
    bool isOpen() const { return m_writer.isOpen(); }

private:
    JsonlWriter m_writer;
};

} // namespace ttft
